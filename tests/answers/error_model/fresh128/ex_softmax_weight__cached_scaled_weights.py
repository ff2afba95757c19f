# exercise: ex_softmax_weight
# mistake: The learner reused their cached weight table computed from scores divided by √3; the statement asks for the softmax of the raw, unscaled scores (α22 = 0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

_WEIGHTS = torch.softmax((inputs @ inputs.T) / inputs.shape[1] ** 0.5, dim=-1)


def weight(q, k):
    return _WEIGHTS[q, k].item()


ex_softmax_weight = round(weight(1, 1), 4)
