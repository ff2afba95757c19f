# exercise: ex_context
# mistake: Uses the attention weights of the first token ("Your", row 0) instead of those of "journey" (row 1), so it returns z(1) rather than z(2).
import torch
X=torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],[0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
a=torch.softmax(X@X[0],0);ex_context=[round(v,4) for v in (a@X).tolist()]
