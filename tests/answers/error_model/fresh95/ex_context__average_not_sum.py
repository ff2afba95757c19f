# exercise: ex_context
# mistake: The learner took the AVERAGE of the six weighted rows (dividing the weighted sum by 6) instead of their sum; the weights already sum to 1, so z(2) = Σj α2j x(j) with no further division.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
alpha = torch.softmax(inputs @ inputs[1], dim=0)
weighted_rows = alpha[:, None] * inputs      # one weighted row per token
z = weighted_rows.mean(dim=0)
ex_context = [round(v, 4) for v in z.tolist()]
print(ex_context)
