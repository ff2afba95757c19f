# exercise: ex3_2
# mistake: Sizes are right, but qkv_bias=True adds biases to the query/key/value layers (copied from a GPT-2 config); the module then has extra parameters and different values than the book's wrapper. Leave qkv_bias at its default False.
# mistake_zh: 尺寸正确，但 qkv_bias=True（照抄 GPT-2 配置）给 query/key/value 层加了偏置；模块多出了参数，数值也与书中的包装器不同。qkv_bias 应保持默认的 False。
# keywords: qkv_bias, bias, parameters, default, values
def ex3_2(MultiHeadAttentionWrapper):
    cfg = {"d_in": 3, "d_out": 1, "context_length": 6, "dropout": 0.0,
           "num_heads": 2, "qkv_bias": True}
    return MultiHeadAttentionWrapper(**cfg)
