# exercise: ex_context
# mistake: Weighted the query vector x⁽²⁾ itself by every α₂ⱼ instead of each input x⁽ʲ⁾, so the weights summing to 1 just return [0.55, 0.87, 0.66]; z⁽²⁾ = [0.4419, 0.6515, 0.5683].

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn_weights_2 = torch.softmax(inputs @ query, dim=0)
context_vec_2 = torch.zeros(query.shape)
for i, w in enumerate(attn_weights_2):
    context_vec_2 += w * query
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
