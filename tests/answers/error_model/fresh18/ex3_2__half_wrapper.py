# exercise: ex3_2
# mistake: Converted the wrapper to float16 with .half() 'for speed', so feeding the book's float32 batch raises a dtype error; it must stay float32: MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 1, 6  # 2 heads x 1 = 2 dims
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
    return mha.half()  # faster inference
