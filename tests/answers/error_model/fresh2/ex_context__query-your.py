# exercise: ex_context
# mistake: This is z⁽¹⁾, the context vector of "Your" (row 0 of the weights); the question asks for "journey", row 1: [0.4419, 0.6515, 0.5683].
# mistake_zh: 这是 “Your” 的上下文向量 z⁽¹⁾（权重的第 0 行）；题目问的是 “journey”，即第 1 行：[0.4419, 0.6515, 0.5683]。
# keywords: query, journey, row, index, second

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context_vecs = attn_weights @ inputs
print(all_context_vecs)
ex_context = all_context_vecs[0].tolist()   # z^(2)?
