# exercise: ex3_3
# mistake: Passed d_out=64, the size of one head, as in the wrapper; 64 is not divisible by 12 heads, so construction raises. In MultiHeadAttention d_out is the total output size (768), which it splits into 12 heads of 64.
# mistake_zh: 传了 d_out=64，即一个头的大小，像包装类那样；64 不能被 12 个头整除，构造时就报错。在 MultiHeadAttention 里 d_out 是总输出大小（768），再被分成 12 个 64 维的头。
# keywords: d_out, 768, 64, total, head_dim
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(d_in=768, d_out=64, context_length=1024, dropout=0.0,
                              num_heads=12).to(device)
