# exercise: ex3_2
# mistake: The learner set d_in=2, thinking "two-dimensional embedding vectors" means the input size; the book's tokens still have 3 input dimensions (d_in=3), only the output should be 2-dimensional (d_out=1 per head), so the forward fails on the (2, 6, 3) batch.
# mistake_zh: 学习者把 "二维嵌入向量" 理解成输入维度，设了 d_in=2；书中的词元仍然是 3 维输入（d_in=3），只有输出应为 2 维（每个头 d_out=1），所以在 (2, 6, 3) 的批次上前向计算会出错。
# keywords: d_in, 3, input, dimensions, d_out
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 2, 1   # 2-dimensional embeddings, 2 heads x 1
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=2)
