# exercise: ex_softmax_weight
# mistake: Reads the weight in column 2 of journey's row (α₂₃, the weight on “starts”), taking the book's index 2 as a Python index; α₂₂ is column 1.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your
   [0.55, 0.87, 0.66],  # journey
   [0.57, 0.85, 0.64],  # starts
   [0.22, 0.58, 0.33],  # with
   [0.77, 0.25, 0.10],  # one
   [0.05, 0.80, 0.55]]) # step

weights = torch.softmax(inputs @ inputs.T, dim=1)
ex_softmax_weight = round(weights[1, 2].item(), 4)
