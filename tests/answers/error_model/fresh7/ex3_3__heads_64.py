# exercise: ex3_3
# mistake: Swapped the number of heads and the head size: num_heads=64 gives 64 heads of 12 dimensions instead of 12 heads of 64. The parameter count is the same, but the scaling √head_dim and the head split differ, so the values are wrong. Use num_heads=12.
# mistake_zh: 把头数和每个头的维度弄反了：num_heads=64 得到 64 个 12 维的头，而不是 12 个 64 维的头。参数量相同，但 √head_dim 缩放和分头方式不同，数值错误。应使用 num_heads=12。
# keywords: num_heads, head_dim, 64, 12, scaling
def ex3_3(MultiHeadAttention, device):
    head_dim = 12          # GPT-2 small: 12 ...
    num_heads = 768 // head_dim
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=num_heads).to(device)
