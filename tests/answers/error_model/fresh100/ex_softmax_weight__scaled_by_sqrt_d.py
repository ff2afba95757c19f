# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(3) before the softmax (0.2070); the statement asks for the softmax of the raw, unscaled dot products (0.2379).
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

pipeline = [lambda q: x @ q, lambda s: s / x.shape[1] ** 0.5, lambda s: torch.softmax(s, dim=0)]
w = x[1]
for f in pipeline:
    w = f(w)
ex_softmax_weight = round(w[1].item(), 4)
