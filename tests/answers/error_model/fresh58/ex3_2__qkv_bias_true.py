# exercise: ex3_2
# mistake: The learner builds the heads with qkv_bias=True, giving each query/key/value layer a bias the statement excludes; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    torch_like_gpt = True
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=torch_like_gpt)
    return mha
