# exercise: ex_omega
# mistake: The learner rounds the embeddings to one decimal before the dot product (to get 'clean' numbers), giving 1.05 instead of 0.9544 from the exact coordinates.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

# numbers were ugly when printed, round them first
x = torch.round(inputs * 10) / 10
journey = x[1]
your = x[0]
print(journey, your)
ex_omega = round(float(journey @ your), 4)
print(ex_omega)
