# exercise: ex_omega
# mistake: Divided the dot product by sqrt(d_k)=sqrt(3) as in the Transformer paper; the asked score is the raw dot product 0.9544, not 0.5510.
import math
# QK^T / sqrt(d_k), d_k = 3
ex_omega = round((0.55*0.43 + 0.87*0.15 + 0.66*0.89) / math.sqrt(3), 4)
