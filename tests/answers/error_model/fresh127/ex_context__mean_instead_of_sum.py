# exercise: ex_context
# mistake: The learner averages the weighted input rows (mean over the six tokens) instead of adding them, so the vector is 6 times too small; z(2) = Σj α2j x(j).
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

weights = lambda q: torch.softmax(x @ q, dim=0)
combine = lambda w: (w[:, None] * x).mean(dim=0)

ex_context = [round(v, 4) for v in combine(weights(x[1])).tolist()]
print(ex_context)
