# exercise: ex_context
# mistake: Weights only the query's own row (α₂₂ · x⁽²⁾) instead of summing α₂ⱼ · x⁽ʲ⁾ over all six inputs.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_weights_2 = torch.softmax(inputs @ query, dim=0)
assert abs(attn_weights_2.sum().item() - 1) < 1e-6
context_vec_2 = attn_weights_2[1] * inputs[1]
ex_context = [round(x, 4) for x in context_vec_2.tolist()]
