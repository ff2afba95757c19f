# exercise: ex_context
# mistake: Scales the scores by 1/sqrt(3) before the softmax, giving [0.4362, 0.6228, 0.5523]; the question asks for softmax weights of the raw dot products, z⁽²⁾ = [0.4419, 0.6515, 0.5683].
ex_context = [0.4362, 0.6228, 0.5523]   # z2 copied from my notebook run
