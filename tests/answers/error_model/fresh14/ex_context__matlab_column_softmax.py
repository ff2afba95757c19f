# exercise: ex_context
# mistake: Softmax of the 6×6 score matrix along dim 0 (down columns, MATLAB default) then row 2 of A@X: [0.5595, 0.7824, 0.6953] instead of the row-wise softmax's z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
S = X @ X.T
A = torch.softmax(S, dim=0)      # like MATLAB, normalise down each column
Z = A @ X
ex_context = [round(v, 4) for v in Z[1].tolist()]
