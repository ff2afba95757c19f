# exercise: ex3_2
# mistake: Turned on qkv_bias=True, so each head's query/key/value layers have biases and the initial weights (and outputs) differ from the book's wrapper. Keep the default qkv_bias=False.
# mistake_zh: 打开了 qkv_bias=True，于是每个头的 query/key/value 层都有偏置，初始权重（以及输出）与书中的包装类不同。保持默认 qkv_bias=False。
# keywords: qkv_bias, bias, False, default, values
def ex3_2(MultiHeadAttentionWrapper):
    # GPT 里 qkv 都带 bias
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
