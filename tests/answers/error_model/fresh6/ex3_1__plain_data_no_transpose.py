# exercise: ex3_1
# mistake: Assigned sa_v2's weight to .data without transposing, so sa_v1.W_* become (d_out, d_in) and x @ W no longer fits. nn.Linear stores weight as (d_out, d_in); SelfAttention_v1 needs weight.T.
# mistake_zh: 直接把 sa_v2 的权重赋给 .data 而没有转置，于是 sa_v1.W_* 变成 (d_out, d_in)，x @ W 形状对不上。nn.Linear 存的权重是 (d_out, d_in)，SelfAttention_v1 需要 weight.T。
# keywords: transpose, weight.T, (d_out, d_in), nn.Linear, shape
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query.data = sa_v2.W_query.weight.data
    sa_v1.W_key.data = sa_v2.W_key.weight.data
    sa_v1.W_value.data = sa_v2.W_value.weight.data
