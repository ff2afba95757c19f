# exercise: ex_omega
# mistake: Counts the book's tokens from 1 as Python indices, so it takes rows 2 and 1 ("starts" and "journey") instead of rows 1 and 0 ("journey" and "Your").
import torch
x=torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],[0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
ex_omega=round((x[2]@x[1]).item(),4)
