# exercise: ex_omega
# mistake: The learner normalised both vectors (cosine similarity, with a guard against zero norms) instead of taking the raw dot product; omega is the plain dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

q = inputs[1]
k = inputs[0]
qn = q / q.norm().clamp(min=1e-8)
kn = k / k.norm().clamp(min=1e-8)
s = torch.nan_to_num(qn @ kn)
ex_omega = round(s.item(), 4)
