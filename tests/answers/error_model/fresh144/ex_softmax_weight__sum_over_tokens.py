# exercise: ex_softmax_weight
# mistake: The products x2 * x_j are summed over the token axis (dim 0) instead of the coordinates, giving 3 numbers that are then softmaxed; the six scores need the sum over the last axis.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
journey = inputs[1].unsqueeze(0)          # (1, 3)
scores = (journey * inputs).sum(0)
print(scores.shape)
alpha = scores.exp() / scores.exp().sum()
ex_softmax_weight = round(alpha[1].item(), 4)
