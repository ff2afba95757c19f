# exercise: ex_softmax_weight
# mistake: The learner applies the softmax to the whole 6 x 6 score matrix at once (like jax.nn.softmax with axis=None), normalising over all 36 scores; the softmax must run over journey's six scores only (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
omega = inputs @ inputs.T
alpha = torch.softmax(omega.reshape(-1), dim=0).reshape(6, 6)
ex_softmax_weight = round(alpha[1, 1].item(), 4)
print(ex_softmax_weight)
