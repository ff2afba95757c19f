# exercise: ex_omega
# mistake: The learner gives the score divided by the sum of journey's six scores (the book's simple normalisation); ω21 is the raw dot product 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.einsum("nd,md->nm", inputs, inputs)
row = w[1]
ex_omega = round((row / row.sum())[0].item(), 4)
