# exercise: ex_context
# mistake: Took row 2 of the weight matrix with 0-based indexing (the context vector of 'starts', z⁽³⁾ = [0.4431, 0.6496, 0.5671]) instead of row 1, 'journey'. Both rows are similar, so the mistake is easy to miss; z⁽²⁾ is attn_weights[1] @ inputs.
# mistake_zh: 用 0 起始下标取了权重矩阵的第 2 行（'starts' 的上下文向量 z⁽³⁾ = [0.4431, 0.6496, 0.5671]），而不是第 1 行 'journey'。两行很相似，容易漏看；z⁽²⁾ 是 attn_weights[1] @ inputs。
# keywords: row, index, 0-based, journey, attn_weights[1]
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
z2 = attn_weights[2] @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
