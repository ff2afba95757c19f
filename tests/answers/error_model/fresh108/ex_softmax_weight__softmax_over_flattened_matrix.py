# exercise: ex_softmax_weight
# mistake: Flattens the whole 6x6 score matrix and takes one softmax over all 36 scores, so the weight (0.0523) is normalised over every pair; the softmax must be over journey's six scores only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs.mT                       # (..., 6, 6)
w = scores.flatten(-2).softmax(-1).unflatten(-1, scores.shape[-2:])
ex_softmax_weight = round(w[..., 1, 1].item(), 4)
print(ex_softmax_weight)
