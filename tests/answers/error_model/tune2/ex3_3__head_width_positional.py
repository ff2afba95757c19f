# exercise: ex3_3
# mistake: Passing 64 (one head's width) as d_out: in MultiHeadAttention d_out is the total width of all heads (768 for GPT-2 small), and 64 is not divisible by 12 heads.
# mistake_zh: 把 64（单个头的宽度）当作 d_out 传入：在 MultiHeadAttention 中 d_out 是所有头的总宽度（GPT-2 small 为 768），而且 64 不能被 12 个头整除。
# keywords: d_out, 768, total, head, 64
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 64, 1024, 0.0, 12).to(device)
