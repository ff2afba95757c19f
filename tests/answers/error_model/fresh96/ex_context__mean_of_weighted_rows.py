# exercise: ex_context
# mistake: Averaged the weighted input rows (divided the weighted sum by 6) instead of just adding them: z(2) = Σj α2j x(j).
import torch

inputs = torch.tensor([
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
])
att = torch.softmax(inputs @ inputs[1], dim=0)
weighted = [a * row for a, row in zip(att, inputs)]
z = sum(weighted) / len(weighted)
ex_context = [round(v, 4) for v in z.tolist()]
