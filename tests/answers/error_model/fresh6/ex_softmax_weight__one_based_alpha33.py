# exercise: ex_softmax_weight
# mistake: Read α₂₂ as attn_weights[2, 2] (1-based subscripts used as 0-based indices), which is the weight of 'starts' on itself, α₃₃. In Python α₂₂ is attn_weights[1, 1].
# mistake_zh: 把 α₂₂ 当成 attn_weights[2, 2]（把从 1 开始的下标当作从 0 开始的索引），得到的是 “starts” 对自身的权重 α₃₃。在 Python 里 α₂₂ 是 attn_weights[1, 1]。
# keywords: index, 0-based, 1-based, starts, attn_weights[1, 1]
# attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
# attn_weights[2, 2]
ex_softmax_weight = 0.2326
