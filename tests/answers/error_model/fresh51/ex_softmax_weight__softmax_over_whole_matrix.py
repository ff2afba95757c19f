# exercise: ex_softmax_weight
# mistake: Applied the softmax to all 36 scores of the 6×6 matrix at once (flattened) and read entry [1,1] (0.0523); the softmax is over the six scores of the "journey" row only, giving 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
all_scores = inputs @ inputs.T
# softmax wants a vector so flatten first, then put the shape back
w = torch.softmax(all_scores.flatten(), dim=0).reshape(6, 6)
ex_softmax_weight = float(f"{w[1, 1]:.4f}")
