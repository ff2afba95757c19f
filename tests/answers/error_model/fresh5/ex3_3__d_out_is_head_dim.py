# exercise: ex3_3
# mistake: In MultiHeadAttention d_out is the total output size (768), not the size of one head; with d_out=64 the check d_out % num_heads fails (64 is not divisible by 12). Pass d_out=768; the class computes head_dim = 64 itself.
# mistake_zh: 在 MultiHeadAttention 中 d_out 是总输出维度（768），不是单个头的维度；d_out=64 时 d_out % num_heads 的检查失败（64 不能被 12 整除）。应传 d_out=768，类内部会自己算出 head_dim = 64。
# keywords: d_out, 768, head_dim, 64, divisible
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    head_dim = 768 // num_heads
    mha = MultiHeadAttention(d_in=768, d_out=head_dim, context_length=1024, dropout=0.0,
                             num_heads=num_heads, qkv_bias=False)
    return mha.to(device)
