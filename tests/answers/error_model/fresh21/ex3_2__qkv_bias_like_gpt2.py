# exercise: ex3_2
# mistake: The learner built the heads with qkv_bias=True (as real GPT-2 does), but the exercise asks for the book's query, key and value layers without bias (qkv_bias=False): 18 parameters instead of 12.
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads, each of output size 1 -> context vectors of size 2
    # (bias on q/k/v, like the real GPT-2 attention)
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
