# exercise: ex_context
# mistake: You computed the context vector of “Your” (query x⁽¹⁾) instead of “journey” (x⁽²⁾).
# mistake_zh: 你算的是 “Your”（查询 x⁽¹⁾）的上下文向量，而不是 “journey”（x⁽²⁾）的。
# keywords: query, journey, index, context

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context_vecs = attn_weights @ inputs
ex_context = [round(v, 4) for v in all_context_vecs[0].tolist()]  # 第二个词
