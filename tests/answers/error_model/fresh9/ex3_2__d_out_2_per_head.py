# exercise: ex3_2
# mistake: Sets d_out=2, thinking of the final size, but the wrapper concatenates the heads, so the output is (2, 6, 4); each head needs d_out=1.
# mistake_zh: 把 d_out 设为 2（想的是最终维度），但包装器会拼接各个头，输出变成 (2, 6, 4)；每个头的 d_out 应为 1。
# keywords: d_out, concatenate, heads, output size

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
