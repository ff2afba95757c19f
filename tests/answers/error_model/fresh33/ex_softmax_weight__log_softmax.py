# exercise: ex_softmax_weight
# mistake: Gave the log-probability log α22 = -1.4359 (log_softmax) instead of the weight α22 = 0.2379 itself.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega_2 = inputs @ inputs[1]
# log-softmax is the numerically nicer form
log_alpha = torch.log_softmax(omega_2, dim=0)
ex_softmax_weight = round(log_alpha[1].item(), 4)
