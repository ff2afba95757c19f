# exercise: ex_omega
# mistake: The learner takes the first column of the embedding matrix (inputs[:, 0], cut to three entries) as "Your" instead of the first row inputs[0]; the answer is 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

query = inputs[1]           # journey
x_1 = inputs[:, 0][:3]      # Your
ex_omega = round(float(torch.dot(query, x_1)), 4)
