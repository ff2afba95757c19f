# exercise: ex_softmax_weight
# mistake: Flattened the whole 6×6 score matrix and took one softmax over all 36 scores; the softmax must be taken over the six scores of the "journey" row only.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = inputs @ inputs.mT                       # (6, 6)
weights = scores.flatten(-2).softmax(dim=-1).unflatten(-1, scores.shape[-2:])
ex_softmax_weight = round(weights[..., 1, 1].item(), 4)
print(weights.sum(), ex_softmax_weight)
