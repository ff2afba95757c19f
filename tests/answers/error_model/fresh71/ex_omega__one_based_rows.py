# exercise: ex_omega
# mistake: Indexed the embedding rows as if 1-based (inputs[2] and inputs[1]), so it computed starts·journey; journey is row 1 and Your is row 0.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your
     [0.55, 0.87, 0.66],   # journey
     [0.57, 0.85, 0.64],   # starts
     [0.22, 0.58, 0.33],   # with
     [0.77, 0.25, 0.10],   # one
     [0.05, 0.80, 0.55]])  # step

# x^(2) and x^(1)
x2 = inputs[2]
x1 = inputs[1]
ex_omega = round(float(x2 @ x1), 4)
print(ex_omega)
