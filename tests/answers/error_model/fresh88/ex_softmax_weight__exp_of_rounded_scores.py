# exercise: ex_softmax_weight
# mistake: Rounded the six scores to 1 decimal before exponentiating (typed them in as 1.0, 1.5, 1.5, 0.8, 0.7, 1.1), giving 0.2368; the softmax must use the exact scores, giving 0.2379.
import math

# scores of "journey" with every token, from my notebook
omega_2 = [1.0, 1.5, 1.5, 0.8, 0.7, 1.1]

denom = sum(math.exp(w) for w in omega_2)
ex_softmax_weight = round(math.exp(omega_2[1]) / denom, 4)
