# exercise: ex_omega
# mistake: The learner uses inputs[2] as x(2), which in 0-based indexing is 'starts'; 'journey' is inputs[1] and 'Your' inputs[0], giving 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_omega = round(torch.einsum("d,d->", inputs[2], inputs[1]).item(), 4)
