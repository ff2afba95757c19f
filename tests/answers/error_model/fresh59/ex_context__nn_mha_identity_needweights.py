# exercise: ex_context
# mistake: The learner sets up nn.MultiheadAttention with identity projections but still gets the 1/sqrt(3) scaling inside it, so z⁽²⁾ comes from scaled scores; the statement uses the raw dot products: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

mha = torch.nn.MultiheadAttention(3, 1, bias=False, batch_first=True)
with torch.no_grad():
    mha.in_proj_weight.copy_(torch.cat([torch.eye(3)] * 3))  # no projections
    mha.out_proj.weight.copy_(torch.eye(3))

out, w = mha(inputs[None], inputs[None], inputs[None], need_weights=True)
print(w[0, 1])
ex_context = [round(float(v), 4) for v in out[0, 1]]
