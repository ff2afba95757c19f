# exercise: ex3_2
# mistake: As in Hugging Face's GPT-2 (c_attn has a bias), the learner sets qkv_bias=True; the exercise keeps the book's qkv_bias=False, and the bias changes the initial weights and thus the outputs.
# mistake_zh: 照搬 Hugging Face GPT-2（c_attn 带偏置）设置了 qkv_bias=True；本题沿用书中的 qkv_bias=False，加了偏置会改变初始权重，输出也就不同。
# keywords: qkv_bias, False, bias, initial weights
def ex3_2(MultiHeadAttentionWrapper):
    # GPT-2 style: query/key/value projections with bias
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=0.0,
                                     num_heads=2, qkv_bias=True)
