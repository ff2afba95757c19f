# exercise: ex_softmax_backward
# mistake: The learner keeps only the diagonal of the softmax Jacobian, dS = P(1 − P) ⊙ dP, and drops the cross terms −P_i P_j dP_j for j ≠ i; dS = P ⊙ (dP − Σj dP_j P_j).
class SoftmaxGrad:
    local = staticmethod(lambda P: P * (1 - P))

    def __call__(self, P, dP):
        return self.local(P) * dP


ex_softmax_backward = SoftmaxGrad()
