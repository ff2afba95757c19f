# exercise: ex_omega
# mistake: Shifts both indices by one (inputs[2] and inputs[1], i.e. 'starts' and 'journey'); x^(2) and x^(1) are inputs[1] and inputs[0], giving 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[2]
ex_omega = round(torch.dot(query, inputs[1]).item(), 4)
