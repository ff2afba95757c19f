# exercise: ex3_2
# mistake: It builds the wrapper with qkv_bias=True, adding biases to the query, key and value layers; the book's layers have no bias (qkv_bias=False).
# mistake_zh: 它以 qkv_bias=True 构建 wrapper，给 query、key、value 层加了偏置；书中的这些层没有偏置（qkv_bias=False）。
# keywords: qkv_bias, bias, False, parameters
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim each -> 2-dimensional context vectors
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
