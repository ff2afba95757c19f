# exercise: ex_omega
# mistake: Rounds each product to 2 decimals before adding (0.24 + 0.13 + 0.59 = 0.96) instead of 0.2365 + 0.1305 + 0.5874 = 0.9544.
# Worked by hand in a spreadsheet, two decimals per cell:
#   0.55*0.43 -> 0.24 ; 0.87*0.15 -> 0.13 ; 0.66*0.89 -> 0.59
ex_omega = 0.24 + 0.13 + 0.59
