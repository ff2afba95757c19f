# exercise: ex_omega
# mistake: The learner took x(2) as inputs[2] (0-based row 2 is "starts", not "journey"), so they computed x(3)·x(1) = 0.9422; journey is inputs[1], giving 0.9544.
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
query = inputs[2]
ex_omega = round(torch.dot(query, inputs[0]).item(), 4)
print(ex_omega)
