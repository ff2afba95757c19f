# exercise: ex_context
# mistake: You took row 2 of torch.softmax(attn_scores, dim=0): that normalises each column over the queries, so the weights in row 2 do not sum to 1. Normalise over the keys (dim=-1) before weighting the inputs.
# mistake_zh: 你取了 torch.softmax(attn_scores, dim=0) 的第 2 行：它沿查询方向对每一列归一化，第 2 行的权重之和不为 1。应沿键的方向（dim=-1）归一化，再对输入加权。
# keywords: dim=0, wrong axis, softmax, sum to 1, dim=-1
# attn_weights = torch.softmax(attn_scores, dim=0); attn_weights[1] @ inputs
ex_context = [0.5595, 0.7824, 0.6953]
