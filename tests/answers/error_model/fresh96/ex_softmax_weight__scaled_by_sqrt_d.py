# exercise: ex_softmax_weight
# mistake: Divided the scores by sqrt(3) before the softmax (scaled dot-product), although the statement asks for raw, unscaled dot products (0.2379).
import torch

inputs = torch.tensor([
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
])
d = inputs.shape[1]
w = [float(inputs[1] @ row) / d ** 0.5 for row in inputs]
weights = torch.softmax(torch.tensor(w), dim=0)
ex_softmax_weight = round(weights[1].item(), 4)
