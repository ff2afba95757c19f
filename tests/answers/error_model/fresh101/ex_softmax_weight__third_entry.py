# exercise: ex_softmax_weight
# mistake: Reads the weight at index 2 (the weight on 'starts', α₂₃) because 'journey' is token 2; in the zero-based vector α₂₂ sits at index 1.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x2 = inputs[1]
w = torch.softmax(inputs @ x2, dim=0)
ex_softmax_weight = round(w[2].item(), 4)   # alpha_22
