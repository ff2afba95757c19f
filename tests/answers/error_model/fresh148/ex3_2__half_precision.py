# exercise: ex3_2
# mistake: Converts the wrapper to float16 with .half() to save memory, so it no longer runs on (or matches) the book's float32 batch; the module must stay float32.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    mha.half()  # tiny model, no need for fp32
    return mha
